import { integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every table. Column names become snake_case through the
// `casing: 'snake_case'` option given to drizzle (connection and drizzle-kit alike).
export const id = () => serial().primaryKey();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = () => timestamp({ withTimezone: true });

/** The optional postal address shared by law companies, users and case addresses. */
export const addressColumns = () => ({
  state: text(),
  city: text(),
  neighborhood: text(),
  street: text(),
  number: integer(),
  complement: text(),
  zipcode: text(),
});
