/**
 * The package's public types (its .d.ts is built from this file alone: scripts/buildLib.ts). The
 * components in index.ts are declared with LayerComponent, so the source and the shipped types
 * cannot drift apart.
 */
import type { JSX } from 'react';
import type { LayerHostProps } from './types.ts';

export type { ExchangeLayerApi, LayerEventMap, LayerEventName } from '../embed/hostContract.ts';
export { LAYER_API_VERSION, layerEventType } from '../embed/hostContract.ts';
export type { LayerHostProps };

/** A component of the package: Header, Footer or Drawer. */
export type LayerComponent = (props: LayerHostProps) => JSX.Element;
