// The one place purchase orders and receiving reach the need module (purchasing/need): what a
// selection of batches and orders needs (reserving the shelf), and where received goods go.
export { receiveIntoStock } from "../need/goods";
export { type NeedLine, type NeedReport, type NeedSource, type NeedUse, needFor } from "../need/need-for";
export { resolveSources } from "../need/need-sources";
