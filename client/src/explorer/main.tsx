import '../ui/fonts.css';
import './explorer.css';
// Monaco's web workers (the editor's, JSON's, GraphQL's), bundled by Vite as files of this site.
import 'graphiql/setup-workers/vite';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminSystem } from '../admin/system';
import { restoreColorMode } from '../ui/colorMode';
import { ExplorerPage } from './ExplorerPage';

restoreColorMode();

/** The GraphQL explorer (`GET /graphql` from a browser): a page of its own, never loaded by the site or the back office. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={adminSystem}>
      <ExplorerPage />
    </ChakraProvider>
  </StrictMode>,
);
