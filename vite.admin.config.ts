import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const outDir = process.env.OUT_DIR ?? 'dist';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The staff area: a build of its own (client/admin.html, served under /admin/), so the public pages
 * never download a byte of it and their bundles are exactly what they were (docs/decisions/014).
 */
export default defineConfig({
  root: here('./client'),
  base: '/admin/',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': here('./client/src'), '@common': here('./common/src') },
  },
  build: {
    outDir: here(`./${outDir}/admin`),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { input: here('./client/admin.html') },
  },
});
