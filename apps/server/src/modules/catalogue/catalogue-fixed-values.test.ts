import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { productRelations, products } from '../../db/schema/index.js';
import { isFixed } from './catalogue.repository.js';

const render = (condition: ReturnType<typeof isFixed>) => new PgDialect().sqlToQuery(condition);

/** The catalogue's fixed values are written into its statements, never sent as parameters. */
describe('fixed values in catalogue statements', () => {
  it('writes product types, flags and ranks into the SQL', () => {
    expect(render(isFixed(products.type, 'collection'))).toEqual({
      sql: `"products"."type" = 'collection'`,
      params: [],
    });
    expect(render(isFixed(products.published, true))).toEqual({
      sql: '"products"."published" = true',
      params: [],
    });
    expect(render(isFixed(productRelations.parentRank, 0))).toEqual({
      sql: '"product_relations"."parent_rank" = 0',
      params: [],
    });
  });

  it('refuses anything that is not a plain type name or an integer', () => {
    expect(() => isFixed(products.type, "piece' OR '1'='1" as 'piece')).toThrow(
      'not a product type',
    );
    expect(() => isFixed(productRelations.parentRank, 0.5)).toThrow('not an integer');
  });
});
