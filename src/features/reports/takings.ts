import { averageTicket } from "../../domain/reports/figures";
import type { Period } from "../../domain/reports/periods";
import { lastYearPeriod, previousPeriod } from "../../domain/reports/periods";
import { PAYMENT_METHODS, type PaymentMethod } from "../../domain/sales/money-rules";
import type { FullTakingsReport, TakingsHeadline, TakingsReport } from "../../domain/schemas/reports";
import { eachDay } from "../../domain/time";
import type { TakingsRepo } from "./takings-repo";

type Stylist = TakingsReport["byStylist"][number];
const byTotal = <T extends { totalCents: number; name: string }>(a: T, b: T) => b.totalCents - a.totalCents || a.name.localeCompare(b.name, "it");

export function takingsHeadline(repo: TakingsRepo, p: Period): TakingsHeadline {
  const { totalCents, salesCount } = repo.headline(p);
  return { from: p.from, to: p.to, totalCents, salesCount, averageTicketCents: averageTicket(totalCents, salesCount), ...repo.split(p) };
}

/** Incassi for from..to, beside the previous period and last year (see docs/reports.md). */
export function takingsReport(repo: TakingsRepo, p: Period): FullTakingsReport {
  const days = new Map(eachDay(p.from, p.to).map((d) => [d, 0]));
  let totalCents = 0;
  let salesCount = 0;
  let discountsCents = 0;
  for (const [date, total, sales, discounts] of repo.byDay(p)) {
    days.set(date, total);
    totalCents += total;
    salesCount += sales;
    discountsCents += discounts;
  }

  const stylistNames = repo.stylistNames();
  const services = repo.services();
  const productNames = repo.productNames();
  const stylists = new Map<string, Stylist>();
  const byService = new Map<string, TakingsReport["byService"][number]>();
  const byProduct = new Map<string, TakingsReport["byProduct"][number]>();
  let servicesCents = 0;
  let productsCents = 0;
  for (const [kind, serviceId, productId, stylistId, operatorId, operatorName, description, quantity, net] of repo.lines(p)) {
    const key = stylistId !== null ? `s${stylistId}` : `u${operatorId ?? ""}:${operatorName}`;
    const name = stylistId !== null ? (stylistNames.get(stylistId) ?? "") : operatorName;
    const who = stylists.get(key) ?? { stylistId, name, servicesCents: 0, productsCents: 0, totalCents: 0 };
    stylists.set(key, who);
    who.totalCents += net;
    if (kind === "service") {
      servicesCents += net;
      who.servicesCents += net;
      const sKey = serviceId === null ? `d${description}` : String(serviceId);
      const known = serviceId === null ? undefined : services.get(serviceId);
      const row = byService.get(sKey) ?? { serviceId, name: known?.name ?? description, category: known?.category ?? "", quantity: 0, totalCents: 0 };
      byService.set(sKey, row);
      row.quantity += quantity;
      row.totalCents += net;
    } else {
      productsCents += net;
      who.productsCents += net;
      const pKey = productId === null ? `d${description}` : String(productId);
      const row = byProduct.get(pKey) ?? { productId, name: (productId === null ? undefined : productNames.get(productId)) ?? description, quantity: 0, totalCents: 0 };
      byProduct.set(pKey, row);
      row.quantity += quantity;
      row.totalCents += net;
    }
  }
  const categories = new Map<string, TakingsReport["byCategory"][number]>();
  for (const s of byService.values()) {
    const row = categories.get(s.category) ?? { category: s.category, quantity: 0, totalCents: 0 };
    categories.set(s.category, row);
    row.quantity += s.quantity;
    row.totalCents += s.totalCents;
  }

  const methods = new Map<string, number>(repo.methods(p));
  return {
    from: p.from,
    to: p.to,
    totalCents,
    salesCount,
    averageTicketCents: averageTicket(totalCents, salesCount),
    servicesCents,
    productsCents,
    discountsCents,
    byDay: [...days].map(([date, total]) => ({ date, totalCents: total })),
    byMethod: PAYMENT_METHODS.map((method: PaymentMethod) => ({ method, amountCents: methods.get(method) ?? 0 })),
    byStylist: [...stylists.values()].sort(byTotal),
    byService: [...byService.values()].sort(byTotal),
    byCategory: [...categories.values()].sort((a, b) => b.totalCents - a.totalCents || a.category.localeCompare(b.category, "it")),
    byProduct: [...byProduct.values()].sort(byTotal),
    vat: repo.vat(p).map(([ratePercent, taxableCents, vatCents]) => ({ ratePercent, taxableCents, vatCents })),
    previous: takingsHeadline(repo, previousPeriod(p)),
    lastYear: takingsHeadline(repo, lastYearPeriod(p)),
  };
}
