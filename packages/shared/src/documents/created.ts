export type { ItemCreatedReply as DocumentCreatedReply } from '../items/item-reply';
