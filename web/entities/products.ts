import * as v from "valibot";
import { ArchivedSchema } from "../../src/domain/schemas/common";
import {
  MovementResultSchema,
  ProductResponseSchema,
  StockMovementResponseSchema,
  type ProductInput,
  type StockMovementInput,
} from "../../src/domain/schemas/products";
import { api, apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";

/** Product writes and every sale, void or refund that moves stock publish this topic. */
export const PRODUCTS_TOPIC = "products";

export const productsAtom = queryAtom([PRODUCTS_TOPIC], () => apiGet("/api/products", v.array(ProductResponseSchema)));

export const movementsAtom = atomsByKey((productId: number) =>
  queryAtom([PRODUCTS_TOPIC], () => apiGet(`/api/products/${productId}/movements`, v.array(StockMovementResponseSchema))),
);

/** Name, brand, or a barcode typed by a USB scanner. */
export const searchProducts = (q: string) => apiGet(`/api/products?q=${encodeURIComponent(q)}`, v.array(ProductResponseSchema));
export const createProduct = (input: ProductInput) => api("POST", "/api/products", ProductResponseSchema, input);
export const updateProduct = (id: number, input: ProductInput) => api("PUT", `/api/products/${id}`, ProductResponseSchema, input);
export const deleteProduct = (id: number) => api("DELETE", `/api/products/${id}`, ArchivedSchema);
export const moveStock = (id: number, input: StockMovementInput) => api("POST", `/api/products/${id}/movements`, MovementResultSchema, input);
