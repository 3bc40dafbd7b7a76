import type { ReactNode } from 'react';
import './host.css';

export const metadata = { title: 'Earn · Example Next.js host' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
