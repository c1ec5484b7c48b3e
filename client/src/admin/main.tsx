import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/plus-jakarta-sans/index.css';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { adminSystem } from './system';

/** The back office: a client-only app of its own, never loaded by the public site. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={adminSystem}>
      <BrowserRouter>
        <AdminApp />
      </BrowserRouter>
    </ChakraProvider>
  </StrictMode>,
);
