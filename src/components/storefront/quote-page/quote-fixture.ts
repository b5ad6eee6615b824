/** A BuyerQuoteView as GET /api/quotes/{token} answers it, for the quote page's unit tests. */
import type { BuyerQuoteView, QuoteVersion } from "@/lib/types";

const v1: QuoteVersion = {
  version: 1,
  sentBy: "admin",
  createdAt: "2026-11-20T15:00:00.000Z",
  lines: [
    {
      sku: "SF-80",
      name: "Stretch Film 80 ga",
      quantity: 40,
      unit: "roll",
      unitPrice: "30.00",
      breaks: [],
      note: "",
      appliedUnitPrice: "30.00",
      lineTotal: "1200.00",
    },
  ],
  freight: "50.00",
  leadTime: "2 weeks",
  validUntil: "2026-12-20",
  terms: "",
  subtotal: "1200.00",
  total: "1250.00",
};

const v2: QuoteVersion = {
  version: 2,
  sentBy: "admin",
  createdAt: "2026-11-25T15:00:00.000Z",
  lines: [
    {
      sku: "SF-80",
      name: "Stretch Film 80 ga",
      quantity: 120,
      unit: "roll",
      unitPrice: "30.00",
      breaks: [
        { minQuantity: 100, unitPrice: "27.50" },
        { minQuantity: 500, unitPrice: "25.00" },
      ],
      note: "Cast film, 18 in x 1500 ft",
      appliedUnitPrice: "27.50",
      lineTotal: "3300.00",
    },
    {
      sku: "",
      name: "Custom printed mailer (substitute)",
      quantity: 1000,
      unit: "1,000 bags",
      unitPrice: "0.35",
      breaks: [],
      note: "",
      appliedUnitPrice: "0.35",
      lineTotal: "350.00",
    },
  ],
  freight: "125.00",
  leadTime: "10 business days",
  validUntil: "2026-12-25",
  terms: "Net 30. Prices in USD.",
  subtotal: "3650.00",
  total: "3775.00",
};

export function buyerQuote(over: Partial<BuyerQuoteView> = {}): BuyerQuoteView {
  return {
    ...v2,
    reference: "Q-2026-000042",
    status: "Quoted",
    expired: false,
    date: v2.createdAt,
    supplier: {
      name: "US Plastic Supply Co.",
      phone: "(555) 010-2000",
      email: "sales@usplastic.example",
      address: "12 Dock Rd, Columbus, OH 43004",
    },
    preparedFor: "Acme Logistics",
    decision: null,
    answerable: true,
    versions: [
      { ...v2, superseded: false, decision: null, reopened: [] },
      { ...v1, superseded: true, decision: null, reopened: [] },
    ],
    messages: [],
    ...over,
  };
}
