import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { Layout } from './layout/layout';
import { lazyPage } from '../app/lazy-page';

function BrokenPage(): never {
  throw new Error('broken content');
}

function routesAround(children: RouteObject[]): RouteObject[] {
  return [{ element: <Layout />, children }];
}

it('shows Ooops... in place of a broken content area and keeps the header', async () => {
  // React reports the caught render error on the console.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoute('/', { routes: routesAround([{ path: '/', element: <BrokenPage /> }]) });

  expect(await screen.findByRole('heading', { name: 'Ooops...' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});

it('shows Ooops... when a page chunk fails to load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failingPage = lazyPage(
    () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    'Page',
  );
  renderRoute('/', { routes: routesAround([{ path: '/', element: failingPage }]) });

  expect(await screen.findByRole('heading', { name: 'Ooops...' })).toBeInTheDocument();
});

it('clears the error when the visitor moves to another page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderRoute('/', {
    routes: routesAround([
      { path: '/', element: <BrokenPage /> },
      { path: '*', element: <h1>Another page</h1> },
    ]),
  });
  await screen.findByRole('heading', { name: 'Ooops...' });

  await user.click(screen.getByRole('link', { name: 'About Us' }));

  expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ooops...' })).not.toBeInTheDocument();
});

it('tries again by loading the page afresh (its code may not have arrived)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = vi.fn();
  vi.stubGlobal('location', { href: window.location.href, reload });
  const failingPage = lazyPage(
    () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    'Page',
  );
  const { user } = renderRoute('/', {
    routes: routesAround([{ path: '/', element: failingPage }]),
  });
  await screen.findByRole('heading', { name: 'Ooops...' });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledOnce();
  vi.unstubAllGlobals();
});
