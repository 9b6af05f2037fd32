/**
 * The catalogue types and helpers live in @courier/domain/catalog (the domain's messages are a
 * catalogue too, and the domain cannot import the ui); the ui's code keeps reading them here.
 */
export {
  catalogIn,
  flattenCatalog,
  type CatalogOf,
  type CatalogSource,
  type CatalogTree,
  type Words,
} from '@courier/domain/catalog';
