/**
 * The tags and attributes server HTML (announcements, notification content) keeps through the
 * sanitiser (renderer/reminder/SafeHtml.tsx); the ops console refuses anything else before it is
 * published (engine/ops/announcementRules.ts), so what ops write is what visitors see.
 */
export const SANITISED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li'] as const;
export const SANITISED_ATTRS = ['href'] as const;
