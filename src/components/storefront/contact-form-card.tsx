import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactForm } from "./contact-form";

export function ContactFormCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">
          <h3>Send us a Message</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ContactForm />
      </CardContent>
    </Card>
  );
}
