import '../ui/fonts.css';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { restoreColorMode } from '../ui/colorMode';
import { adminRoutes } from './AdminApp';
import { adminApolloClient } from './apollo';
import { adminSystem } from './system';

restoreColorMode();

/** A data router: forms block leaving with unsaved changes (`useBlocker`), which needs one. */
const router = createBrowserRouter(adminRoutes);

/** The back office: a client-only app of its own, never loaded by the public site. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={adminApolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
