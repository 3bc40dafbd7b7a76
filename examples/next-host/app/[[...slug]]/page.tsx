// The earn team's server-rendered page: the exchange's header and footer are in its first byte (the
// layer's fragments, fetched on this server for the visitor's cookies), then come to life by themselves.
import { LayerFragment } from '@exchange/layer/server';
import { headers } from 'next/headers';
import { HostEvents, SearchButton } from '../HostControls';

/** Where this server reaches the layer (the exchange's internal address). */
const LAYER_ORIGIN = process.env.LAYER_ORIGIN ?? 'http://127.0.0.1:8080';
/** How long the page waits for the layer before it is sent without it (the package's default: 3 s). */
const LAYER_TIMEOUT_MS = Number(process.env.LAYER_FRAGMENT_TIMEOUT_MS ?? 3000);

export default async function EarnPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug = [] } = await params;
  const path = `/${slug.join('/')}`;
  const incoming = await headers();
  const visitor = { cookie: incoming.get('cookie'), host: incoming.get('host'), 'accept-language': incoming.get('accept-language') };
  return (
    <>
      <LayerFragment layerOrigin={LAYER_ORIGIN} part="header" path={path} headers={visitor} timeoutMs={LAYER_TIMEOUT_MS} />
      <main className="earn">
        <h1 data-testid="host-title">Earn</h1>
        <p>
          Route <output data-testid="host-route">{path}</output>
        </p>
        <SearchButton />
        <HostEvents />
      </main>
      <LayerFragment layerOrigin={LAYER_ORIGIN} part="footer" path={path} headers={visitor} timeoutMs={LAYER_TIMEOUT_MS} />
    </>
  );
}
