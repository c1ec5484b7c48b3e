import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from './index.js';

/*
 * Every dependency of an area on another is an import, so that whoever reads the imports (a
 * reviewer, a drawing of the code, the linter) sees all of them: an area that calls another's
 * service (`services.<name>`) declares that area in its `uses` (imported from its index.ts), and a
 * file outside the areas that calls one imports it. The areas import each other in one direction only.
 */

/** What this test needs of an area: its name, what it declares it uses, and the services it makes. */
interface DeclaredArea {
  name: string;
  uses?: readonly DeclaredArea[];
  services?: object;
}

const MODULES = import.meta.dirname;
const SOURCE = path.dirname(MODULES);

/** The source files under `folder`, tests and the test harness left out. */
function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(folder, file).split(path.sep).includes('test'));
}

/** The files of this tree a file imports (`import`, `import type`, `import()`), resolved. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.\.?\/[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1] ?? ''));
}

/** The area (`modules/<area>/…`) a file belongs to, or null for a file outside every area's folder. */
function areaOf(file: string, modules: string): string | null {
  const [first, ...rest] = path.relative(modules, file).split(path.sep);
  return first && rest.length > 0 && first !== '..' ? first : null;
}

/** The calls of a service in a file: `services.<name>`, whoever holds the services. */
const serviceCalls = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/\bservices\.([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/** Which area makes each service, by the service's name. */
const makersOf = (areas: readonly DeclaredArea[]): Map<string, string> => new Map(areas.flatMap((area) => Object.keys(area.services ?? {}).map((service) => [service, area.name] as const)));

/** Each call of another area's service that the calling area does not declare in its `uses`. */
function undeclaredCalls(areas: readonly DeclaredArea[], modules: string): string[] {
  const makers = makersOf(areas);
  return areas.flatMap((area) => {
    const declared = new Set((area.uses ?? []).map((used) => used.name));
    return sourcesOf(path.join(modules, area.name)).flatMap((file) =>
      serviceCalls(file)
        .map((service) => ({ service, maker: makers.get(service) }))
        .filter(({ maker }) => maker !== undefined && maker !== area.name && !declared.has(maker))
        .map(({ service, maker }) => `${path.relative(modules, file)} calls services.${service} of the ${maker} area, which ${area.name} does not declare in its uses`),
    );
  });
}

/** Each area an area declares in its `uses` but whose services it never calls. */
function unusedDeclarations(areas: readonly DeclaredArea[], modules: string): string[] {
  const makers = makersOf(areas);
  return areas.flatMap((area) => {
    const called = new Set(sourcesOf(path.join(modules, area.name)).flatMap((file) => serviceCalls(file).map((service) => makers.get(service))));
    return (area.uses ?? []).filter((used) => !called.has(used.name)).map((used) => `${area.name} declares it uses ${used.name} but calls none of its services`);
  });
}

/** Each call of an area's service by a file outside the areas that does not import that area. */
function unimportedCalls(areas: readonly DeclaredArea[], source: string, modules: string): string[] {
  const makers = makersOf(areas);
  return sourcesOf(source)
    .filter((file) => areaOf(file, modules) === null)
    .flatMap((file) => {
      const imported = new Set(importsOf(file).map((target) => areaOf(target, modules)));
      return serviceCalls(file)
        .map((service) => ({ service, maker: makers.get(service) }))
        .filter(({ maker }) => maker !== undefined && !imported.has(maker))
        .map(({ service, maker }) => `${path.relative(source, file)} calls services.${service} of ${maker} without importing it`);
    });
}

/** The areas that import each other, directly or through others: each circle once, as `a -> b -> a`. */
function circles(modules: string): string[] {
  const areas = readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const imports = new Map(
    areas.map((area) => [area, new Set(sourcesOf(path.join(modules, area)).flatMap((file) => importsOf(file).map((target) => areaOf(target, modules))).filter((target): target is string => target !== null && target !== area))]),
  );
  const found = new Set<string>();
  const walk = (trail: readonly string[]) => {
    const last = trail.at(-1) ?? '';
    for (const next of imports.get(last) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const circle = trail.slice(at);
        // Written from its first area by name, so each circle is reported once.
        const start = circle.indexOf([...circle].sort()[0] ?? '');
        found.add([...circle.slice(start), ...circle.slice(0, start), circle[start]].join(' -> '));
      } else {
        walk([...trail, next]);
      }
    }
  };
  for (const area of areas) walk([area]);
  return [...found].sort();
}

describe('dependencies between areas', () => {
  it('every call of another area’s service is declared in the caller’s uses, and every declaration is used', () => {
    expect(undeclaredCalls(AREAS, MODULES)).toEqual([]);
    expect(unusedDeclarations(AREAS, MODULES)).toEqual([]);
  });

  it('a file outside the areas that calls an area’s service imports that area', () => {
    expect(unimportedCalls(AREAS, SOURCE, MODULES)).toEqual([]);
  });

  it('no two areas import each other, directly or through others', () => {
    expect(circles(MODULES)).toEqual([]);
  });

  it('finds an undeclared call, an unused declaration, an unimported call and a circle', async () => {
    const source = await mkdtemp(path.join(tmpdir(), 'finmesh-areas-'));
    const modules = path.join(source, 'modules');
    const files: Record<string, string> = {
      'modules/orders/orders.service.ts': "import { bill } from '../billing/bill.js';\nexport const total = (services: never) => services.invoices.total() + bill;",
      'modules/billing/bill.ts': "import { order } from '../orders/orders.service.js';\nexport const bill = order;",
      'modules/stock/index.ts': 'export {};',
      'job.ts': "export const run = (services: never) => services.invoices.sweep();",
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(source, name)), { recursive: true });
      await writeFile(path.join(source, name), text);
    }
    const billing: DeclaredArea = { name: 'billing', services: { invoices: {} } };
    const stock: DeclaredArea = { name: 'stock', services: { stock: {} } };
    const areas: DeclaredArea[] = [{ name: 'orders', services: { orders: {} }, uses: [stock] }, billing, stock];

    expect(undeclaredCalls(areas, modules)).toEqual([`${path.join('orders', 'orders.service.ts')} calls services.invoices of the billing area, which orders does not declare in its uses`]);
    expect(unusedDeclarations(areas, modules)).toEqual(['orders declares it uses stock but calls none of its services']);
    expect(unimportedCalls(areas, source, modules)).toEqual(['job.ts calls services.invoices of billing without importing it']);
    expect(circles(modules)).toEqual(['billing -> orders -> billing']);
    await rm(source, { recursive: true, force: true });
  });
});
