/** The staff account every e2e server starts with (playwright.config.ts passes it to the store). */
export const e2eAdmin = { email: "e2e-admin@example.com", password: "e2e-admin-password" } as const;
