// A server component importing the package's parts directly: its entries are client components
// ('use client'), so Next draws them in the browser; the footer here, the header in ClientHeader.
import { Footer } from '@exchange/layer';
import '@exchange/layer/layer.css';
import { HostEvents } from '../HostControls';
import { ClientHeader } from './ClientHeader';

export default function ClientPage() {
  return (
    <>
      <ClientHeader />
      <main className="earn">
        <h1 data-testid="host-title">Earn (client parts)</h1>
        <HostEvents />
      </main>
      <Footer site="main" lang="en" path="/client" />
    </>
  );
}
