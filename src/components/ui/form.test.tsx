import { act, fireEvent } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { Form, FormControl, FormField, FormItem, FormLabel } from "./form";
import { Input } from "./input";
import { Textarea } from "./textarea";

type Values = { name: string; note: string };

/** A shadcn form of controlled fields, as the contact and quote forms are. */
function ControlledForm({ onSend }: { onSend: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: "", note: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSend)} aria-label="f">
        {(["name", "note"] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{name}</FormLabel>
                <FormControl>{name === "name" ? <Input {...field} /> : <Textarea {...field} />}</FormControl>
              </FormItem>
            )}
          />
        ))}
        <button type="submit">Send</button>
      </form>
    </Form>
  );
}

/** A form of registered (uncontrolled) fields, as the company and invitation forms are: react-hook-form itself keeps their text. */
function RegisteredForm({ onSend }: { onSend: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: "", note: "" } });
  const { register } = form;
  return (
    <form onSubmit={form.handleSubmit(onSend)} aria-label="f">
      <label htmlFor="name">Name</label>
      <input id="name" {...register("name")} />
      <label htmlFor="note">Note</label>
      <textarea id="note" {...register("note")} />
      <button type="submit">Send</button>
    </form>
  );
}

/** Serves the server's HTML, types into it as a person would before the scripts run, then hydrates. */
async function typeThenHydrate(ui: React.ReactElement, typed: { name: string; note?: string }) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
  const note = container.querySelector<HTMLTextAreaElement>("textarea[name=note]")!;
  name.value = typed.name;
  if (typed.note) note.value = typed.note;
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return { container, name, note };
}

afterEach(() => {
  document.body.innerHTML = "";
});

test.each([
  ["controlled (FormField)", ControlledForm],
  ["registered", RegisteredForm],
])("%s: text typed before hydration stays in the field and is what the form sends", async (_kind, Kind) => {
  const sent: Values[] = [];
  const { container, name, note } = await typeThenHydrate(<Kind onSend={(v) => sent.push(v)} />, { name: "Jane" });
  expect(name.value).toBe("Jane");

  // A later render (the one a keystroke elsewhere causes) must not write the empty default back.
  await act(async () => {
    fireEvent.change(note, { target: { value: "Forty cases" } });
  });
  await act(async () => {
    fireEvent.submit(container.querySelector("form")!);
  });
  expect(name.value).toBe("Jane");
  expect(sent).toEqual([{ name: "Jane", note: "Forty cases" }]);
});

test("a field nobody typed into stays as the server rendered it", async () => {
  const sent: Values[] = [];
  const { container, name } = await typeThenHydrate(<ControlledForm onSend={(v) => sent.push(v)} />, { name: "" });
  await act(async () => {
    fireEvent.submit(container.querySelector("form")!);
  });
  expect(name.value).toBe("");
  expect(sent).toEqual([{ name: "", note: "" }]);
});
