import { Suspense, useEffect } from 'react';
import { NamespaceGate } from '@/i18n';
import { markPageHydrated } from '@/lib/page-hydrated';
import { Route, Routes } from '@/lib/router';
import { Layout } from './layout/Layout';
import { appRoutes } from './route-table';

/**
 * Marks the document once React has hydrated it: the boot script hands over what the visitor did before
 * (decision 060), and end-to-end tests wait for it before clicking. It sits inside the page's Suspense
 * boundary, which React hydrates in a pass of its own after the frame around it: placed outside, the mark
 * came while the page's own content (the contact form) was not yet React's.
 */
function HydrationMarker() {
  useEffect(markPageHydrated, []);
  return null;
}

export function App() {
  return (
    <Layout>
      {/* A page chunk still loading after client navigation shows nothing rather than the old page. */}
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        <Routes>
          {appRoutes.map(({ path, page, namespaces }) => (
            <Route
              key={path}
              path={path}
              element={
                <NamespaceGate namespaces={namespaces}>
                  <page.Page />
                  <HydrationMarker />
                </NamespaceGate>
              }
            />
          ))}
        </Routes>
      </Suspense>
    </Layout>
  );
}
