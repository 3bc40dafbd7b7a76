/**
 * `npm run build:lib`: builds @exchange/layer into packages/layer/dist/: the library
 * (vite.lib.config.ts), then its types from app/layer/lib/publicTypes.ts and one small .d.ts per entry.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages/layer/dist');

function run(args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
run([join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json']);

// The emitted declarations name their neighbours as .ts files (the sources' style): a host resolves .js.
function rewrite(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) rewrite(file);
    else if (name.endsWith('.d.ts'))
      writeFileSync(file, readFileSync(file, 'utf8').replace(/(from\s+['"]\.{1,2}\/[^'"]+)\.tsx?(['"])/g, '$1.js$2'));
  }
}
rewrite(join(dist, 'types'));

const TYPES = './types/app/layer/lib/publicTypes.js';
const entry = (names: string[]) =>
  `import type { LayerComponent } from '${TYPES}';\n${names.map((n) => `export declare const ${n}: LayerComponent;`).join('\n')}\n`;
writeFileSync(
  join(dist, 'index.d.ts'),
  `export * from '${TYPES}';\nimport type { ExchangeLayerApi } from '${TYPES}';\n` +
    `/** The host API: refreshUser(), openSearch(), setActiveRoute() (also window.exchangeLayer). */\nexport declare const exchangeLayer: ExchangeLayerApi;\n` +
    entry(['Header', 'Footer', 'Drawer']),
);
writeFileSync(join(dist, 'header.d.ts'), entry(['Header']));
writeFileSync(join(dist, 'footer.d.ts'), entry(['Footer']));
writeFileSync(join(dist, 'drawer.d.ts'), entry(['Drawer']));
writeFileSync(join(dist, 'server.d.ts'), `export * from './types/app/layer/lib/server.js';\n`);
console.log(`@exchange/layer built into ${dist}`);
