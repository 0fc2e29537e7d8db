// The spec's REST paths of the inventory (api/apps/ecommerce/inventory/…), over its service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter, tagRoutes } from '../kit/demo-router.js';

export function ecommerceRoutes({ ecommerceApp }: Services): Router {
  const router = demoRouter();
  tagRoutes(router, ecommerceApp.tags);
  router.get('/categories', (_req, res) => void res.json(ecommerceApp.categories()));
  router.get('/brands', (_req, res) => void res.json(ecommerceApp.brands()));
  router.get('/vendors', (_req, res) => void res.json(ecommerceApp.vendors()));
  router.get('/products', async (req, res) => void res.json(await ecommerceApp.products(viewerOf(req), req.query)));
  router.get('/product', async (req, res) => void res.json(await ecommerceApp.product(viewerOf(req), req.query.id)));
  router.post('/product', async (req, res) => void res.json(await ecommerceApp.create(viewerOf(req))));
  router.patch('/product', async (req, res) => void res.json(await ecommerceApp.update(viewerOf(req), req.body)));
  router.delete('/product', async (req, res) => {
    await ecommerceApp.remove(viewerOf(req), req.query.id);
    res.json(true);
  });
  return router;
}
