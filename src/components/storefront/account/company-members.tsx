"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ApiError, NETWORK_ERROR_MESSAGE, send } from "@/lib/api-client";
import type { CompanyRole } from "@/lib/validation/company";

export interface MemberRow {
  id: number;
  email: string;
  name: string;
  role: CompanyRole;
}

/** The company's members; an admin changes roles and removes members here (with scripts). */
export function CompanyMembers({ members, manage, selfId }: { members: MemberRow[]; manage: boolean; selfId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);

  async function act(id: number, method: "PATCH" | "DELETE", body?: unknown, done?: string) {
    setBusy(id);
    try {
      await send(method, `/api/account/company/members/${id}`, body);
      toast.success(done ?? "Saved");
      if (method === "DELETE" && id === selfId) router.push("/account/sign-in");
      else router.refresh();
    } catch (e) {
      toast.error((e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR_MESSAGE)).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Members of your company</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 pr-4">
            Name
          </th>
          <th scope="col" className="py-2 pr-4">
            Email
          </th>
          <th scope="col" className="py-2 pr-4">
            Role
          </th>
          {manage && (
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id} className="border-b">
            <td className="py-2 pr-4">{m.name || "—"}</td>
            <td className="py-2 pr-4 break-all">{m.email}</td>
            <td className="py-2 pr-4">
              {manage ? (
                <select
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  disabled={busy === m.id}
                  onChange={(e) => void act(m.id, "PATCH", { role: e.target.value }, "Role changed")}
                  className="rounded border px-2 py-1"
                >
                  <option value="buyer">Buyer</option>
                  <option value="admin">Admin</option>
                </select>
              ) : m.role === "admin" ? (
                "Admin"
              ) : (
                "Buyer"
              )}
            </td>
            {manage && (
              <td className="py-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy === m.id}
                  onClick={() => {
                    if (window.confirm(`Remove ${m.email} from the company? They are signed out everywhere.`))
                      void act(m.id, "DELETE", undefined, "Member removed");
                  }}
                >
                  Remove {m.email}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
