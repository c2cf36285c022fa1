import { describe, expect, test } from "bun:test";
import { answerFailure, parseAnswer, parseDayNumber, parseLastDocument, printedFromAnswer, statusDigits } from "./responses.ts";

const printedAnswer = `<?xml version="1.0" encoding="utf-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
  <soapenv:Body>
    <response success="true" code="" status="2">
      <addInfo>
        <elementList>lastCommand,printerStatus,fiscalReceiptNumber,fiscalReceiptAmount,fiscalReceiptDate,fiscalReceiptTime,zRepNumber</elementList>
        <lastCommand>74</lastCommand>
        <printerStatus>20110</printerStatus>
        <fiscalReceiptNumber>7</fiscalReceiptNumber>
        <fiscalReceiptAmount>1.234,50</fiscalReceiptAmount>
        <fiscalReceiptDate>5/3/2026</fiscalReceiptDate>
        <fiscalReceiptTime>9:05</fiscalReceiptTime>
        <zRepNumber>42</zRepNumber>
      </addInfo>
    </response>
  </soapenv:Body>
</soapenv:Envelope>`;

const error = (code: string, status: string, printerStatus = "00110") =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="false" code="${code}" status="${status}"><addInfo><printerStatus>${printerStatus}</printerStatus></addInfo></response></s:Body></s:Envelope>`;

describe("parseAnswer", () => {
  test("reads success, code, status and every addInfo element", () => {
    const answer = parseAnswer(printedAnswer.replace("1.234,50", "60,00"));
    expect(answer).toMatchObject({ success: true, code: "", status: "2" });
    expect(answer?.addInfo).toMatchObject({ fiscalReceiptNumber: "7", fiscalReceiptAmount: "60,00", zRepNumber: "42", printerStatus: "20110" });
  });

  test("a bare <response> (no envelope) is read too; anything else is null", () => {
    expect(parseAnswer('<response success="false" code="EPTR_REC_EMPTY" status="3"/>')).toMatchObject({ success: false, code: "EPTR_REC_EMPTY" });
    expect(parseAnswer("<html><body>router</body></html>")).toBeNull();
    expect(parseAnswer("not xml <")).toBeNull();
  });
});

describe("printedFromAnswer", () => {
  test("builds ZZZZ-NNNN, cents and the salon date and time", () => {
    const answer = parseAnswer(printedAnswer.replace("1.234,50", "60,00"))!;
    expect(printedFromAnswer(answer, "99MEX012345", "2000-01-01", "00:00")).toEqual({
      documentNumber: "0042-0007", zRepNumber: 42, amountCents: 6000, date: "2026-03-05", time: "09:05", serial: "99MEX012345",
    });
  });

  test("null when the numbers are missing or the amount is not one", () => {
    expect(printedFromAnswer(parseAnswer(printedAnswer)!, "S", "2026-01-01", "10:00")).toBeNull();
    expect(printedFromAnswer(parseAnswer('<response success="true" code="" status="2"/>')!, "S", "2026-01-01", "10:00")).toBeNull();
  });
});

describe("answerFailure: the printer's errors in Italian", () => {
  const failure = (code: string, status: string, printerStatus?: string) => answerFailure(parseAnswer(error(code, status, printerStatus))!);

  test("paper and cover", () => {
    expect(failure("EPTR_REC_EMPTY", "3")).toEqual({ outcome: "refused", code: "EPTR_REC_EMPTY", message: "Carta esaurita o coperchio aperto" });
    expect(failure("EPTR_COVER_OPEN", "3").message).toBe("Coperchio aperto");
  });

  test("fiscal firmware errors by number", () => {
    expect(failure("PRINTER ERROR", "16")).toEqual({ outcome: "refused", code: "PRINTER ERROR 16", message: "Reparto o tipo di pagamento non valido" });
    expect(failure("PRINTER ERROR", "17").message).toBe("Stampante occupata: riprovare tra poco");
    expect(failure("PRINTER ERROR", "39").message).toBe("Documento già annullato");
    expect(failure("PRINTER ERROR", "99")).toEqual({ outcome: "refused", code: "PRINTER ERROR 99", message: "Errore della stampante (PRINTER ERROR, stato 99)" });
  });

  test("a full electronic journal wins over the generic code", () => {
    expect(failure("PRINTER ERROR", "18", "05110").message).toBe("Memoria fiscale (giornale elettronico) esaurita");
  });

  test("the fiscal firmware stopped answering mid-document: the outcome is unknown", () => {
    expect(failure("FP_NO_ANSWER", "0").outcome).toBe("unknown");
    expect(failure("LAN_TIME_OUT", "0").outcome).toBe("unknown");
    // Before any line was processed: nothing printed.
    expect(failure("LAN_ERROR", "0").outcome).toBe("refused");
    expect(failure("PARSER_ERROR", "0").message).toBe("La stampante non riconosce il documento (XML non valido)");
  });
});

describe("status records", () => {
  test("printerStatus digits", () => {
    expect(statusDigits("20110")).toEqual({ online: true, paperNearEnd: true, memoryFull: false, memoryNearEnd: false });
    expect(statusDigits("31110")).toEqual({ online: false, paperNearEnd: false, memoryFull: false, memoryNearEnd: true });
    expect(statusDigits("x")).toBeNull();
  });

  test("directIO 1387: the last document's fixed-width record", () => {
    const data = "01" + "000004500" + "000000811" + "251126" + "103012" + "0042" + "0007" + "99MEX012345" + "0" + "ABCD1234" + "1";
    expect(parseLastDocument(data)).toEqual({
      documentNumber: "0042-0007", zRepNumber: 42, amountCents: 4500, date: "2026-11-25", time: "10:30", serial: "99MEX012345",
    });
    expect(parseLastDocument(`${data.slice(0, 60)}0`)).toBeNull(); // not a fiscal document
    expect(parseLastDocument(data.slice(0, 50))).toBeNull();
  });

  test("directIO 2052: the fiscal day in progress", () => {
    expect(parseDayNumber("010000000000000043")).toBe(43);
    expect(parseDayNumber(undefined)).toBeNull();
  });
});
