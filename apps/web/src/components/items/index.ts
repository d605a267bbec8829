export { FileField } from './file-field';
export { IncrementalList } from './incremental-list';
export { ItemFilterBar } from './item-filter-bar';
export { ItemForm, type ItemFormProps, type ItemFormValues } from './item-form';
export { ItemFormFields } from './item-form-fields';
export { type ItemOptions, useItemOptions } from './item-options';
export { itemFormData, sendForm } from './send-form';
export { useFilteredItems } from './use-filtered-items';
export { useIncrementalList } from './use-incremental-list';
