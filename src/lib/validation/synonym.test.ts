import { splitPhrases, synonymInputSchema } from "./synonym";

const errors = (input: unknown) => {
  const r = synonymInputSchema.safeParse(input);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

test("phrases typed comma-separated are stored lower case, each once", () => {
  expect(splitPhrases(" Trash Bags,can liners ,\n trash   bag, ")).toEqual(["trash bags", "can liners"]);
  expect(synonymInputSchema.parse({ phrases: "Zorbo Sacks, heavy sacks", categoryId: 3 })).toEqual({
    phrases: ["zorbo sacks", "heavy sacks"],
    categoryId: 3,
  });
  expect(synonymInputSchema.parse({ phrases: "bodega bags", categoryId: 5 })).toEqual({ phrases: ["bodega bags"], categoryId: 5 });
  expect(synonymInputSchema.parse({ phrases: "a b, c d" })).toEqual({ phrases: ["a b", "c d"], categoryId: null });
});

test("each refusal names the field and says what to fix", () => {
  expect(errors({})).toEqual({ phrases: "Phrases are required" });
  expect(errors({ phrases: " , " })).toEqual({ phrases: "Enter at least one phrase" });
  expect(errors({ phrases: "lonely" })).toEqual({
    phrases: "Enter two or more phrases that mean the same, or choose the category this phrase names",
  });
  expect(errors({ phrases: "x, y", categoryId: "3" })).toEqual({ categoryId: "Category must be a category id" });
  expect(errors({ phrases: "%%, y" })).toEqual({ phrases: '"%%" has no letters or digits' });
});

test("the parsed output parses again to itself: the form sends what it parsed", () => {
  const once = synonymInputSchema.parse({ phrases: "Trash Bags, can liners", categoryId: 3 });
  expect(synonymInputSchema.parse(once)).toEqual(once);
});
