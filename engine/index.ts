export * from './configMerge.ts';
export * from './context.ts';
export * from './headerFeatures.ts';
export * from './layer.ts';
export * from './links.ts';
export * from './remoteMenu.ts';
export * from './resolveItems.ts';
export * from './visibility.ts';
