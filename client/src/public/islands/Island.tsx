import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { use, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router-dom';
import { ServerCountriesContext } from '../forms/serverCountries';
import { islandIdPrefix } from './ids';
import { IslandProviders } from './IslandProviders';
import { IslandListContext, type IslandList, type IslandLoader, type IslandTrigger } from './island';

/** Each island's component, loading or loaded: `use` needs the same promise on every render. */
const components = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const componentOf = (load: () => Promise<unknown>) => {
  let loading = components.get(load);
  if (!loading) {
    loading = load();
    components.set(load, loading);
  }
  return loading;
};

/** An island's name in the browser's list, which holds its very loader. */
function nameIn(list: IslandList, load: () => Promise<unknown>): string {
  const name = Object.keys(list).find((name) => list[name] === load);
  if (name === undefined) throw new Error('An island the browser’s list (browser.ts) does not name, so the browser could not wake it: add it there.');
  return name;
}

interface IslandAttributes<TProps> {
  /** Which island: its loader (its folder's `islands.ts`). */
  of: IslandLoader<TProps>;
  props: NoInfer<TProps>;
  /** When the browser hydrates it (see `island.ts`). */
  when?: IslandTrigger;
}

/**
 * Server side of an island: renders the component on a root of its own (as the browser will
 * hydrate it), inside a box that says which island it is (its name in the browser's list), when to
 * wake it and with what props. The box has `display: contents`, so the island lays out as if it
 * were not there. The page around it is plain HTML that never hydrates.
 */
export function Island<TProps>({ of: load, props, when = 'interaction' }: IslandAttributes<TProps>) {
  const name = nameIn(use(IslandListContext), load);
  const Component = use(componentOf(load)) as ComponentType<Record<string, unknown>>;
  const cache = useEmotionCache();
  const { search } = useLocation();
  const countries = use(ServerCountriesContext);
  const islandId = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const html = renderToString(
    <CacheProvider value={cache}>
      <IslandProviders search={search} countries={countries}>
        <Component {...(props as Record<string, unknown>)} />
      </IslandProviders>
    </CacheProvider>,
    { identifierPrefix: islandIdPrefix(islandId) },
  );
  return (
    <div
      data-island={name}
      data-island-id={islandId}
      data-when={when}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
