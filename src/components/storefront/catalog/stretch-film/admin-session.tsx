"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { getJson } from "@/lib/api-client";

const AdminSessionContext = createContext(false);

/**
 * Whether this browser holds an admin session (the server
 * session decides, never local storage). Asked after mount, so the page
 * itself stays one cached HTML for everyone and admin controls appear only
 * once the server has confirmed the session.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getJson<{ authenticated?: unknown } | null>("/api/admin/session", { cache: "no-store", signal: controller.signal })
      .then((body) => setIsAdmin(body?.authenticated === true))
      .catch(() => {
        // No answer, or a refusal, means no admin controls; the visitor's page works as before.
      });
    return () => controller.abort();
  }, []);

  return <AdminSessionContext.Provider value={isAdmin}>{children}</AdminSessionContext.Provider>;
}

export const useIsAdmin = () => useContext(AdminSessionContext);
