import { Button, Text, Title } from "@mantine/core";
import { IconMessageCircleQuestion, IconPhone } from "@tabler/icons-react";
import { storeInfo } from "../../data/store-info";
import { ButtonLink } from "../../ui/links/ButtonLink";
import text from "../../ui/styles/text.module.css";
import classes from "./hub.module.css";

/** "Need Help Choosing?": a way to a person for coaches who are not sure which package fits. */
export function HelpChoosing() {
  return (
    <section className={classes.help} aria-labelledby="help-heading">
      <IconMessageCircleQuestion size={40} stroke={1.5} className={classes.helpIcon} aria-hidden="true" />
      <div className={classes.helpCopy}>
        <Title order={2} id="help-heading" fz={{ base: 24, sm: 30 }}>
          Need Help Choosing?
        </Title>
        <Text className={text.muted} mt={6}>
          Tell us your sport, roster size and season dates. We'll recommend a package, suggest add-ons and
          point out where you can save.
        </Text>
      </div>
      <div className={classes.helpActions}>
        <ButtonLink to="/contact" size="md">
          Contact Us
        </ButtonLink>
        <Button
          component="a"
          href={storeInfo.phoneHref}
          size="md"
          variant="default"
          leftSection={<IconPhone size={18} aria-hidden="true" />}
        >
          Call {storeInfo.phone}
        </Button>
      </div>
    </section>
  );
}
