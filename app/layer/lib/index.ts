/**
 * @exchange/layer: the exchange's shared header, footer and drawer for React hosts.
 *
 *   import { Header, Footer } from '@exchange/layer';
 *   import '@exchange/layer/layer.css';
 *
 * Each part is also an entry of its own (`@exchange/layer/footer`); the package has no side
 * effects besides its stylesheet, so a host's bundler keeps only what is imported.
 */
import '../../../renderer/layer.css';
import { Drawer as DrawerPart } from './Drawer.tsx';
import { Footer as FooterPart } from './Footer.tsx';
import { Header as HeaderPart } from './Header.tsx';
import type { LayerComponent } from './publicTypes.ts';

export { exchangeLayer } from '../embed/hostApi.ts';
export * from './publicTypes.ts';

export const Header: LayerComponent = HeaderPart;
export const Footer: LayerComponent = FooterPart;
export const Drawer: LayerComponent = DrawerPart;
