"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "@/hooks/admin/api";

export function AdminSWRProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
