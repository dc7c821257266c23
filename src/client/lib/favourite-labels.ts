export const favouriteLabels = { add: 'Добавить в избранное', remove: 'Убрать из избранного' } as const;
