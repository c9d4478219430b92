export * from "./blog";
export * from "./content";
export * from "./images";
export * from "./meta";
export * from "./orders";
export * from "./products";
export * from "./submissions";
export * from "./users";
