import { productCategories } from "@store/db/catalogue";
import { z } from "zod";
import { productSortColumns } from "../schemas/admin-list-facts";
import { productInput, productSchema, productStatsSchema } from "../schemas/products";
import { deleted, idParam, pageOf, pagingParams } from "./operation-parts";
import type { Operation } from "./operations";

/** The catalogue: public reads and the admin screen's writes. */
export const productOperations: Operation[] = [
  {
    method: "get",
    path: "/api/products",
    operationId: "listProducts",
    query: [
      {
        name: "category",
        description: "Only this category's products; any other value is refused with 400.",
        schema: { type: "string", enum: [...productCategories] },
      },
    ],
    cached: true,
    summary: "List the catalogue, A-Z",
    tag: "Products",
    access: "anyone",
    status: 200,
    answer: z.array(productSchema),
  },
  {
    method: "get",
    path: "/api/products/admin",
    operationId: "listProductsForAdmin",
    summary: "The admin products table: a page at a time, newest first unless sorted",
    tag: "Products",
    access: "admin",
    query: pagingParams(productSortColumns, "the name, description or category"),
    status: 200,
    answer: pageOf(productSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/products/stats",
    operationId: "getProductStats",
    summary:
      "Figures for the products screen's tiles: total, in stock, low stock (fixed at 6), average price",
    tag: "Products",
    access: "admin",
    status: 200,
    answer: productStatsSchema,
  },
  {
    method: "get",
    path: "/api/products/{id}",
    operationId: "getProduct",
    cached: true,
    summary: "One product",
    tag: "Products",
    access: "anyone",
    pathParams: idParam,
    status: 200,
    answer: productSchema,
  },
  {
    method: "post",
    path: "/api/products",
    operationId: "createProduct",
    summary: "Add a product",
    tag: "Products",
    access: "admin",
    json: productInput,
    status: 201,
    answer: productSchema,
  },
  {
    method: "put",
    path: "/api/products/{id}",
    operationId: "replaceProduct",
    summary:
      "Replace a product: every editable field is set from the body; a field left out goes back to its default (description and image_url null, in_stock true, sizes the category's)",
    tag: "Products",
    access: "admin",
    pathParams: idParam,
    json: productInput,
    status: 200,
    answer: productSchema,
  },
  {
    method: "delete",
    path: "/api/products/{id}",
    operationId: "deleteProduct",
    summary: "Delete a product (orders keep its name and price)",
    tag: "Products",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: deleted,
  },
];
