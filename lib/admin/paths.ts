/** The admin area: /admin and everything under it. */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
