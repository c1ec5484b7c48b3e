import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { use, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router-dom';
import { ServerCountriesContext } from '../forms/serverCountries';
import { islandIdPrefix } from './ids';
import { IslandProviders } from './IslandProviders';
import { ISLANDS, type IslandName, type IslandProps, type IslandTrigger } from './registry';

const components = new Map<IslandName, Promise<unknown>>();
const componentOf = (name: IslandName) => {
  let loading = components.get(name);
  if (!loading) {
    loading = ISLANDS[name]();
    components.set(name, loading);
  }
  return loading;
};

interface IslandAttributes<TName extends IslandName> {
  name: TName;
  props: IslandProps<TName>;
  /** When the browser hydrates it (see `registry.ts`). */
  when?: IslandTrigger;
}

/**
 * Server side of an island: renders the component on a root of its own (as the browser will
 * hydrate it), inside a box that says which island it is, when to wake it and with what props.
 * The box has `display: contents`, so the island lays out as if it were not there. The page around
 * it is plain HTML that never hydrates.
 */
export function Island<TName extends IslandName>({ name, props, when = 'interaction' }: IslandAttributes<TName>) {
  const Component = use(componentOf(name)) as ComponentType<Record<string, unknown>>;
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
