export const newsKeys = {
  /** One news page by its id ('index': the newest). */
  page: (id: string) => ['news', id] as const,
};
