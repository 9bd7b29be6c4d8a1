import { Tabs } from 'radix-ui';
import type { PopupType, ScreenName } from '@beckon/core';
import type { SettingsProblem } from './model.js';
import { tabOf, tabsFor, type TabId } from './tabs.js';
import { AbTab } from './tabs/AbTab.js';
import { ContentTab } from './tabs/ContentTab.js';
import { DesignTab } from './tabs/DesignTab.js';
import { FiltersTab } from './tabs/FiltersTab.js';
import { FrequencyTab } from './tabs/FrequencyTab.js';
import { LanguageTab } from './tabs/LanguageTab.js';
import { MobileTab } from './tabs/MobileTab.js';
import { PrizesTab } from './tabs/PrizesTab.js';
import { StoreTab } from './tabs/StoreTab.js';
import { TargetingTab } from './tabs/TargetingTab.js';
import { TeaserSettingsTab } from './tabs/TeaserTab.js';
import { TriggersTab } from './tabs/TriggersTab.js';

interface SettingsTabsProps {
  type: PopupType;
  tab: TabId;
  onTab: (tab: TabId) => void;
  screen: ScreenName;
  onScreen: (screen: ScreenName) => void;
  problems: SettingsProblem[];
  dirty: boolean;
}

/** The pop-up's settings by tab, each tab counting the problems in it. */
export function SettingsTabs({ type, tab, onTab, screen, onScreen, problems, dirty }: SettingsTabsProps) {
  return (
    <Tabs.Root className="ed-tabs" value={tab} onValueChange={(v) => onTab(v as TabId)}>
      <Tabs.List className="ed-tablist" aria-label="Pop-up settings">
        {tabsFor(type).map((t) => {
          const count = problems.filter((p) => tabOf(p.path) === t.id).length;
          return (
            <Tabs.Trigger key={t.id} value={t.id} className="ed-tab">
              {t.label}
              {count > 0 && (
                <>
                  <span className="ed-badge" aria-hidden="true">
                    {count}
                  </span>
                  <span className="ed-sr">
                    , {count} {count === 1 ? 'problem' : 'problems'}
                  </span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="content" className="ed-panel">
        <ContentTab base="design" screen={screen} onScreen={onScreen} />
      </Tabs.Content>
      <Tabs.Content value="design" className="ed-panel">
        <DesignTab />
      </Tabs.Content>
      <Tabs.Content value="triggers" className="ed-panel">
        <TriggersTab />
      </Tabs.Content>
      <Tabs.Content value="filters" className="ed-panel">
        <FiltersTab />
      </Tabs.Content>
      <Tabs.Content value="frequency" className="ed-panel">
        <FrequencyTab />
      </Tabs.Content>
      <Tabs.Content value="targeting" className="ed-panel">
        <TargetingTab />
      </Tabs.Content>
      <Tabs.Content value="teaser" className="ed-panel">
        <TeaserSettingsTab />
      </Tabs.Content>
      <Tabs.Content value="mobile" className="ed-panel">
        <MobileTab screen={screen} onScreen={onScreen} />
      </Tabs.Content>
      <Tabs.Content value="language" className="ed-panel">
        <LanguageTab />
      </Tabs.Content>
      <Tabs.Content value="ab" className="ed-panel">
        <AbTab dirty={dirty} />
      </Tabs.Content>
      {type === 'gamified' && (
        <Tabs.Content value="prizes" className="ed-panel">
          <PrizesTab />
        </Tabs.Content>
      )}
      <Tabs.Content value="store" className="ed-panel">
        <StoreTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
