import "server-only";
import type { DashboardStats } from "@/lib/types";
import { db } from "@/server/db/client";

export async function getDashboardStats(): Promise<DashboardStats> {
  const [totalProducts, totalCategories, unreadMessages, newQuoteRequests] = await Promise.all([
    db.product.count(),
    db.category.count(),
    db.contactMessage.count({ where: { isRead: false } }),
    db.quoteRequest.count({ where: { status: "New" } }),
  ]);
  return { totalProducts, totalCategories, unreadMessages, newQuoteRequests };
}
