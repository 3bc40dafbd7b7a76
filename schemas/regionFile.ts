import * as z from 'zod/mini';
import { NavItem } from './navItem.ts';
import { FooterColumn } from './regionConfig.ts';

// What a region file on disk holds beyond a region config: what it builds on and its own edits.
// Only the server, check-configs and the ops console need these, so they stay out of the
// browser's bootstrap check.

const about = z.describe;

/**
 * A region file on disk: `extends` names the file it builds on (usually `base`); objects merge
 * deeply, arrays and scalars replace. The merged result must be a valid RegionConfig.
 */
export const RegionFile = z.looseObject({ extends: z.optional(z.string()) });

const ITEM_KEY =
  'an item key: the list, then the ids down to the item, e.g. "header.main/buy-crypto/p2p-express" or "footer.columns/company/fees"';

/** A region file's own edits of what it inherits (engine/regionEdits.ts), so base.json stays shared. */
export const RegionEdits = z.object({
  hide: z
    .array(z.string().check(z.minLength(1)))
    .check(about(`Inherited items this sub-site does not show, each named by ${ITEM_KEY}, or by a bare id (every item with that id)`)),
  add: z
    .array(
      z.strictObject({
        to: z
          .string()
          .check(z.minLength(1), about(`Where the item goes: a list such as "header.main", or ${ITEM_KEY} (into its children)`)),
        before: z.optional(z.string()).check(about('Put it before the sibling with this id')),
        after: z.optional(z.string()).check(about('Put it after the sibling with this id')),
        item: z.union([NavItem, FooterColumn]).check(about('The new item (a footer column when "to" is "footer.columns")')),
      }),
    )
    .check(about('Items only this sub-site shows, inserted into an inherited list at a position (the end when neither before nor after)')),
});
