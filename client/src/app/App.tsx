import { Suspense, useEffect } from 'react';
import { NamespaceGate } from '@/i18n';
import { Route, Routes } from '@/lib/router';
import { Layout } from './layout/Layout';
import { appRoutes } from './route-table';

/** Marks the document once React has hydrated it (end-to-end tests wait for this before clicking). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App() {
  return (
    <Layout>
      <HydrationMarker />
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
                </NamespaceGate>
              }
            />
          ))}
        </Routes>
      </Suspense>
    </Layout>
  );
}
