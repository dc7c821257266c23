/**
 * One page of a board list (vacancies, companies, students, feedback): every board screen asks
 * the server for the same number of rows, so the lists page alike.
 */
export const BOARD_PAGE_SIZE = 20;
