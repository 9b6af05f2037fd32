import { describe, expect, it } from 'vitest';
import { requireQueryParam } from './requireQueryParam';

const run = (url: string) =>
  requireQueryParam(
    'service_id',
    '/blog',
  )({ request: new Request(url), params: {}, context: undefined } as never);

describe('requireQueryParam', () => {
  it('redirects to the target when the parameter is missing', () => {
    try {
      run('http://x/service-single');
      expect.unreachable('should have thrown');
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('Location')).toBe('/blog');
    }
  });

  it('redirects when the parameter is blank', () => {
    expect(() => run('http://x/service-single?service_id=%20')).toThrow();
  });

  it('lets the page load when the parameter is present', () => {
    expect(run('http://x/service-single?service_id=MQ==')).toBeNull();
  });
});
