import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Chromium compiles every function of a file that starts with this comment on a
            // background thread as it downloads, instead of on the main thread the first time
            // each runs. Hydration calls most of React DOM (in the entry) and of React Router
            // (in vendor), so those two chunks carry it; the other chunks begin with Vite's
            // preload helper, where the comment would not be first.
            postBanner: (chunk) =>
              chunk.name === 'entry.client' || chunk.name === 'vendor'
                ? '//# allFunctionsCalledOnLoad'
                : '',
            // Few, larger chunks: what every page shares is one vendor and one app chunk, so a
            // first visit makes about eight script requests instead of twenty (each one a round
            // trip on a mobile network). Lazy chunks (toasts, the mobile menu, the lightbox)
            // stay apart: only what some page loads up front (`$initial`) goes into the shared
            // chunks, or a dialog that two lazy chunks share would load on every page. Shared
            // means by four or more: the three lead-engine routes (configurator, quote, dealer
            // finder) share zod, react-hook-form and the form controls, and with two their ~40 kB
            // went into the shared chunks and so onto every page.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  // Radix only for what every page's buttons and links use (Slot and its refs):
                  // the form controls' parts stay with the routes that show a form.
                  test: /node_modules[\\/](?!@radix-ui[\\/](?!react-slot|react-compose-refs|react-primitive)[^\\/]+[\\/])/,
                  tags: ['$initial'],
                  minShareCount: 4,
                  priority: 2,
                },
                {
                  name: 'app',
                  // Not the form controls and alerts, nor the dealer desk's own code: the lead
                  // routes and the desk's pages share them, no content page shows them, and here
                  // they would load on every page.
                  test: /[\\/](libs|app)[\\/](?!ui[\\/]src[\\/](components[\\/](alert|field|input|textarea|checkbox|select)[\\/]|hooks[\\/]use-field\.)|features[\\/]dealer-desk[\\/])/,
                  tags: ['$initial'],
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
})
