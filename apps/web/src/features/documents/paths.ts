/** Every URL of the document screens, in one place. */
export const documentPaths = {
  list: '/dokumente',
  upload: '/dokumente/neu',
  preview: (id: string) => `/dokumente/vorschau/${encodeURIComponent(id)}`,
  edit: (id: string) => `/dokumente/bearbeiten/${encodeURIComponent(id)}`,
};
