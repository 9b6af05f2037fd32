import { demoArtAt } from '@courier/demo-data/media/demoArt';
import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';

/**
 * The demo pictures the content names (/media/<kind>/<name>.svg), drawn as the API's /media
 * route draws them, so `pnpm dev` shows the same pictures as `pnpm start`. Any other path under
 * a /media folder goes to the network untouched.
 */
export function mediaHandlers(): HttpHandler[] {
  return [
    http.get('*/media/:kind/:name', ({ params }) => {
      const svg = demoArtAt(String(params.kind), String(params.name));
      if (svg === undefined) return passthrough();
      return new HttpResponse(svg, {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }),
  ];
}
