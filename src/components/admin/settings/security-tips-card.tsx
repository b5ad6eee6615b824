import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The advice says 8 or more characters although the form enforces 6, as the original did.
const TIPS = [
  "Use a password of 8 or more characters.",
  "Mix upper- and lowercase letters, numbers and symbols.",
  "Don't reuse a password from another website or account.",
  "Change your password regularly, and at once if you think someone else knows it.",
  "Never share your login details; log out when you finish on a shared computer.",
];

export function SecurityTipsCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          <h2>Security Tips</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
