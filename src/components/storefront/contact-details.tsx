import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { SettingKey } from "@/lib/validation/settings";

type Settings = Record<SettingKey, string>;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</span>
      <div className="min-w-0">
        <p className="font-semibold">{label}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "break-words hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none";

/** Business contact details; each shown only when its setting is filled in. */
export function ContactDetails({ settings, showHours = false }: { settings: Settings; showHours?: boolean }) {
  const { business_address: address, business_phone: phone, business_email: email, business_hours: hours } = settings;
  if (!address && !phone && !email && !(showHours && hours)) return null;
  return (
    <ul className="space-y-6">
      {address && (
        <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
          <address className="not-italic">{address}</address>
        </Detail>
      )}
      {phone && (
        <Detail icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            {phone}
          </a>
        </Detail>
      )}
      {showHours && hours && (
        <Detail icon={<Clock className="size-5" aria-hidden="true" />} label="Business Hours">
          <p className="whitespace-pre-line">{hours}</p>
        </Detail>
      )}
      {email && (
        <Detail icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
          <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
            {email}
          </a>
        </Detail>
      )}
    </ul>
  );
}
